import type { FastifyInstance } from 'fastify';
import type { ResourceContract } from '@texbridge/shared/resources/define';
import type { ResourceTable } from '../platform/database/store.ts';
import type { ResourceContext, ResourceOptions } from './resource-options.ts';
import { resourceParts, type ResourceStep } from './resource-steps/parts.ts';
import { withList } from './resource-steps/with-list.ts';
import { withFacets } from './resource-steps/with-facets.ts';
import { withDetail } from './resource-steps/with-detail.ts';
import { withCreate } from './resource-steps/with-create.ts';
import { withUpdate } from './resource-steps/with-update.ts';
import { withDelete } from './resource-steps/with-delete.ts';

/**
 * The steps in the order their routes are registered, which is the order of the OpenAPI document's paths.
 * Each step adds nothing where the contract has no such route.
 */
const STEPS: ResourceStep[] = [withList, withFacets, withDetail, withCreate, withUpdate, withDelete];

/**
 * Routes of one resource, all from its contract in shared: list (at each of its paths, with its filter and
 * fields), facets, detail, add (with the contract's defaults), edit and delete, each with the contract's
 * access. Reads are cached until the next write; writes answer in the contract's Mongo-style shapes and keep
 * the content's history; unknown ids are 404s.
 */
export function registerResource(
  fastify: FastifyInstance,
  context: ResourceContext,
  contract: ResourceContract,
  table: ResourceTable,
  options: ResourceOptions = {},
) {
  const parts = resourceParts(fastify, context, contract, table, options);
  for (const step of STEPS) step(parts);
}
