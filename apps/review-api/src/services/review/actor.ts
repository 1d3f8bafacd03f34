import type { UserPermissions } from '@sightings/domain-model';
import type { AuthUser } from '../../auth/access';

/** Who calls a review service: the user's id, whether an admin, and the page permissions. */
export interface Actor {
  id: number;
  isAdmin: boolean;
  permissions: UserPermissions;
}

export const actorOf = (user: AuthUser): Actor => ({
  id: user.id,
  isAdmin: user.role === 'ROLE_ADMIN',
  permissions: user.permissions,
});
