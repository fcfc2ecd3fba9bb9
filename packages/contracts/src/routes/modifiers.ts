import { IdParam, RespResponse } from '../common.ts';
import {
  ModifierGroupInput,
  ModifierGroupResponse,
  ModifierGroupsResponse,
  ProductModifierGroupsInput,
  ProductModifierGroupsResponse,
} from '../modifiers.ts';
import type { RouteDef } from './define.ts';

const tags = ['modifiers'];

/** The modifiers module's routes. */
export const ModifiersRoutes = {
  'GET /v1/modifier-groups': {
    tags,
    summary: 'Modifier groups with every option and the products offering them',
    response: ModifierGroupsResponse,
  },
  'POST /v1/modifier-groups/create': {
    tags,
    summary: 'Create a modifier group with its options',
    body: ModifierGroupInput,
    response: ModifierGroupResponse,
    errors: [404, 422],
  },
  'PUT /v1/modifier-groups/update/:id': {
    tags,
    summary: 'Replace a modifier group and its option list (options left out are deactivated)',
    params: IdParam,
    body: ModifierGroupInput,
    response: ModifierGroupResponse,
    errors: [404, 422],
  },
  'DELETE /v1/modifier-groups/destroy/:id': {
    tags,
    summary: 'Delete a modifier group (past orders keep their own snapshot of each option)',
    params: IdParam,
    response: RespResponse,
    errors: [404, 422],
  },
  'PUT /v1/products/:id/modifier-groups': {
    tags: ['products', 'modifiers'],
    summary: "Set the modifier groups a product offers (replaces the product's previous ones)",
    params: IdParam,
    body: ProductModifierGroupsInput,
    response: ProductModifierGroupsResponse,
    errors: [404, 422],
  },
} as const satisfies Record<string, RouteDef>;
