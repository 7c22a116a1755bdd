import type { About } from '@texbridge/shared/resources/about';
import { Paragraphs } from '../../../components/ui/paragraphs.tsx';
import { Picture } from '../../../components/ui/picture.tsx';
import { Reveal } from '../../../components/ui/reveal.tsx';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * docs/spec.md §2 About: one row per section with image, title and paragraph. On wide screens the image
 * alternates sides — left on even rows (0, 2 …), right on odd ones; on phones every row stacks image first.
 */
export function AboutRows({ sections }: { sections: About[] }) {
  return (
    <div className="space-y-20 sm:space-y-28">
      {sections.map((section, index) => {
        const side = index % 2 === 0 ? 'left' : 'right';
        return (
          <Reveal key={section._id}>
            <article data-image-side={side} className="grid items-center gap-8 md:grid-cols-2 md:gap-16">
              <div className={`relative ${side === 'right' ? 'md:order-last' : ''}`}>
                <div
                  aria-hidden="true"
                  className={`absolute -bottom-4 h-2/3 w-2/3 rounded-3xl ${
                    side === 'left' ? '-left-4 bg-saffron-100' : '-right-4 bg-madder-100'
                  }`}
                />
                <Picture
                  src={section.AboutImage}
                  alt=""
                  width={800}
                  height={600}
                  sizes="(min-width: 1152px) 544px, (min-width: 768px) 50vw, calc(100vw - 48px)"
                  priority={index === 0}
                  className="relative aspect-[4/3] w-full rounded-3xl object-cover shadow-lg"
                />
              </div>
              <div>
                <p aria-hidden="true" className="font-display text-5xl text-saffron-700">
                  {pad(index + 1)}
                </p>
                <h2 className="mt-2 text-3xl text-indigo-900 sm:text-4xl">{section.title}</h2>
                <Paragraphs
                  text={section.paragraph}
                  className="mt-5 space-y-4 text-lg leading-relaxed text-charcoal-700"
                />
              </div>
            </article>
          </Reveal>
        );
      })}
    </div>
  );
}
