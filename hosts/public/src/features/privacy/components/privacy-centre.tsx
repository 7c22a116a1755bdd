import type { Privacy } from '@texbridge/shared/resources/privacy';
import { Paragraphs } from '../../../components/ui/paragraphs.tsx';

const pillars = [
  { key: 'privacy', term: 'Privacy', accent: 'border-indigo-700' },
  { key: 'policy', term: 'Policy', accent: 'border-madder-600' },
  { key: 'why', term: 'Why Choose Us', accent: 'border-saffron-500' },
] as const;

/** The home page's privacy section: each record's title and caption over its privacy, policy and why-choose-us. */
export function PrivacyCentre({ items }: { items: Privacy[] }) {
  return (
    <div className="space-y-14">
      {items.map((item) => (
        <article key={item._id}>
          <h3 className="text-2xl text-indigo-900 sm:text-3xl">{item.title}</h3>
          <p className="mt-3 max-w-3xl text-lg text-charcoal-700">{item.caption}</p>
          <dl className="mt-8 grid gap-5 md:grid-cols-3">
            {pillars.map(({ key, term, accent }) => (
              <div key={key} className={`rounded-2xl border-t-4 bg-white p-6 shadow-sm ring-1 ring-ecru-200 ${accent}`}>
                <dt className="font-display text-xl text-indigo-900">{term}</dt>
                <dd className="mt-3 leading-relaxed text-charcoal-700">
                  <Paragraphs text={item[key]} className="space-y-3" />
                </dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    </div>
  );
}
