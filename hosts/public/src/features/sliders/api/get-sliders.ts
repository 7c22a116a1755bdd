import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Slider } from '@texbridge/shared/resources/sliders';
import { api } from '../../../config/runtime.ts';

export const getSliders = () => api().get<Slider[]>('/sliders');

export const slidersQueryOptions = () => queryOptions({ queryKey: ['sliders'], queryFn: getSliders });

/**
 * The home loader has already waited for the slides (the spinner shows meanwhile). A plain query, not a
 * suspense one: a failed slider request must leave the slider out, not take the whole home page down,
 * and the loader's failed attempt is not repeated on mount.
 */
export const useSliders = () => useQuery({ ...slidersQueryOptions(), retryOnMount: false });
