import { z } from 'zod';
import { optionalText, requiredText } from '../validation/rules.ts';
import { dbId, listQuery, listResponse, ZId } from './common.ts';

export const ZEntityGroupItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  memberCount: z.number(),
  createdAt: z.string(),
});
export type TEntityGroupItem = z.infer<typeof ZEntityGroupItem>;

export const ZEntityGroupListQuery = listQuery(z.object({ isActive: z.boolean().optional() }), [
  'name',
  'memberCount',
  'createdAt',
] as const);
export type TEntityGroupListQuery = z.input<typeof ZEntityGroupListQuery>;
export const ZEntityGroupListResponse = listResponse(ZEntityGroupItem);
export type TEntityGroupListResponse = z.infer<typeof ZEntityGroupListResponse>;

const groupFields = {
  name: requiredText(80),
  description: optionalText(255),
  isActive: z.boolean().default(true),
};
export const ZEntityGroupCreateBody = z.object(groupFields);
export type TEntityGroupCreateBody = z.infer<typeof ZEntityGroupCreateBody>;
export const ZEntityGroupUpdateBody = z.object({ id: ZId, ...groupFields });
export type TEntityGroupUpdateBody = z.infer<typeof ZEntityGroupUpdateBody>;

export const ZEntityGroupMemberBody = z.object({ groupId: dbId(), userId: dbId() });
export type TEntityGroupMemberBody = z.infer<typeof ZEntityGroupMemberBody>;
export const ZEntityGroupMembersQuery = z.object({ groupId: dbId() });

export const ZEntityGroupMember = z.object({
  userId: z.number(),
  fullName: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  addedAt: z.string(),
});
export type TEntityGroupMember = z.infer<typeof ZEntityGroupMember>;
export const ZEntityGroupMembers = z.array(ZEntityGroupMember);
