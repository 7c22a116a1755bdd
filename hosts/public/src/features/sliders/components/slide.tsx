import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Slider } from '@texbridge/shared/resources/sliders';
import { Picture } from '../../../components/ui/picture.tsx';

const pad = (n: number) => String(n).padStart(2, '0');

const buttonClass =
  'mt-8 inline-flex items-center gap-2 rounded-full bg-saffron-500 px-6 py-3 font-medium text-indigo-950 shadow-lg shadow-indigo-950/30 transition hover:bg-saffron-400 focus-visible:outline-ecru-50';

/** The slide's button: a site path stays in the app, an http(s) URL is a plain link; anything else has no button. */
function SlideButton({ link, title }: { link: string; title: string }) {
  const label = (
    <>
      Discover more<span className="sr-only">: {title}</span>
    </>
  );
  if (/^https?:\/\//i.test(link)) {
    return (
      <a href={link} className={buttonClass}>
        {label}
        <span aria-hidden="true">↗</span>
      </a>
    );
  }
  if (/^\/(?![/\\])/.test(link)) {
    return (
      <Link to={link} className={buttonClass}>
        {label}
        <span aria-hidden="true">→</span>
      </Link>
    );
  }
  return null;
}

interface SlideProps {
  slide: Slider;
  index: number;
  count: number;
  active: boolean;
  /** False until the slide is about to show: its image is not fetched before. */
  withImage: boolean;
}

/**
 * One slide of the carousel: a wide image under an indigo wash, its title, caption and button. Memoised:
 * when the carousel moves on, or its controls arrive after hydration, only the slides whose props
 * changed render again, not all of them.
 */
export const Slide = memo(function Slide({ slide, index, count, active, withImage }: SlideProps) {
  const link = slide.link?.trim();
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      aria-hidden={active ? undefined : true}
      inert={!active}
      data-active={active}
      className={`relative col-start-1 row-start-1 flex min-h-[34rem] transition-opacity duration-700 ease-out sm:min-h-[36rem] lg:min-h-[40rem] ${
        active ? 'z-[1] opacity-100' : 'pointer-events-none opacity-0'
      }`}
    >
      {withImage && (
        <Picture
          src={slide.sliderImage}
          alt=""
          width={1920}
          height={800}
          sizes="100vw"
          priority={index === 0}
          className="absolute inset-0 size-full object-cover"
        />
      )}
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-linear-to-t from-indigo-950 via-indigo-950/75 to-indigo-950/20 md:bg-linear-to-r md:via-indigo-950/60 md:to-indigo-950/0"
      />
      <div className="relative mx-auto flex w-full max-w-6xl flex-col justify-end px-6 pt-24 pb-32 md:justify-center md:pb-28">
        <p aria-hidden="true" className="flex items-center gap-3 text-sm tracking-[0.3em] text-saffron-400">
          <span className="h-px w-10 bg-saffron-400" />
          {pad(index + 1)} / {pad(count)}
        </p>
        <h2 className="mt-4 max-w-2xl text-4xl leading-[1.1] text-balance text-ecru-50 sm:text-5xl lg:text-6xl">
          {slide.title}
        </h2>
        <p className="mt-5 max-w-xl text-base leading-relaxed text-ecru-100 sm:text-lg">{slide.caption}</p>
        {link && (
          <div>
            <SlideButton link={link} title={slide.title} />
          </div>
        )}
      </div>
    </div>
  );
});
