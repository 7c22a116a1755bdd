import { useQuery } from '@tanstack/react-query';
import { sliderReads } from '@texbridge/shared/resources/public-reads';
import type { Slider } from '@texbridge/shared/resources/sliders';
import { resourceQueries } from '../../../lib/resource-queries.ts';

const sliders = resourceQueries<Slider>(sliderReads);

/** GET /sliders. */
export const slidersQueryOptions = () => sliders.listQueryOptions();

/**
 * The home loader has already waited for the slides (the spinner shows meanwhile). A plain query, not a
 * suspense one: a failed slider request must leave the slider out, not take the whole home page down,
 * and the loader's failed attempt is not repeated on mount.
 */
export const useSliders = () => useQuery({ ...slidersQueryOptions(), retryOnMount: false });
