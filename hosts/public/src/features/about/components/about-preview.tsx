import type { About } from '@texbridge/shared/resources/about';
import { truncate } from '@texbridge/shared/format/truncate';
import { Picture } from '../../../components/ui/picture.tsx';

/** How much of each section's paragraph the home page shows before "Our story" takes over. */
const PREVIEW_CHARS = 320;

/** The home page's short about: the first section's image beside the opening one or two sections. */
export function AboutPreview({ sections }: { sections: About[] }) {
  const [first] = sections;
  if (!first) return null;
  return (
    <div className="grid items-center gap-10 md:grid-cols-2 md:gap-16">
      <div className="relative">
        <div
          aria-hidden="true"
          className="absolute -right-3 -bottom-3 h-3/4 w-3/4 rounded-3xl bg-twill sm:-right-5 sm:-bottom-5"
        />
        <Picture
          src={first.AboutImage}
          alt=""
          width={800}
          height={600}
          sizes="(min-width: 1152px) 544px, (min-width: 768px) 50vw, calc(100vw - 48px)"
          className="relative aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
        />
      </div>
      <div className="space-y-8">
        {sections.slice(0, 2).map((section) => (
          <div key={section._id}>
            <h3 className="text-2xl text-indigo-900">{section.title}</h3>
            <p className="mt-3 text-lg leading-relaxed text-charcoal-700">
              {truncate(section.paragraph, PREVIEW_CHARS)}
            </p>
          </div>
        ))}
      </div>
    </div>
  );
}
