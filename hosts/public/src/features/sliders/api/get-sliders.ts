import { useQuery } from '@tanstack/react-query';
import { slidersResource } from '@texbridge/shared/resources/sliders';
import { resourceQueries } from '../../../lib/resource-queries.ts';

const sliders = resourceQueries(slidersResource);

/** GET /sliders. */
export const slidersQueryOptions = () => sliders.listQueryOptions();

/**
 * The home loader has already waited for the slides (the spinner shows meanwhile). A plain query, not a
 * suspense one: a failed slider request must leave the slider out, not take the whole home page down,
 * and the loader's failed attempt is not repeated on mount.
 */
export const useSliders = () => useQuery({ ...slidersQueryOptions(), retryOnMount: false });
