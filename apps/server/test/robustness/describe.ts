import type { Permission } from '@punchline/domain';
import type { Caller, World } from './world';

/**
 * Who may call an operation:
 * - public: anyone, no token; session: the login service's session cookie;
 * - signedIn: any signed-in person (their own identity token), no organization involved;
 * - self: the person's own user or org user, named in the path (another person is refused);
 * - member: any member of the organization;
 * - a permission (or 'console': any permission but setup_clocks) in the organization;
 * - sudo: sudo staff or super; appAdmin: app administrators (and super sudo).
 */
export type Access = 'public' | 'session' | 'signedIn' | 'self' | 'member' | 'sudo' | 'appAdmin' | { permission: Permission | 'console' };

/** A request the operation accepts (or refuses for a reason unrelated to its input). */
export type SampleRequest = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
};

export type OperationDescription = {
  access: Access;
  /** A minimal valid request, sent with `as`'s token (or as `as`, for a token in the body). */
  request: (world: World, as: Caller) => SampleRequest;
  /**
   * It names organization A (path, query or body), so a member of B must be refused (403, or
   * 404 where it hides existence). Default: the path has {orgId}. 'empty': the operation answers
   * a member of B without A's data instead of refusing (a lookup that finds nothing).
   */
  foreign?: boolean | 'empty';
  /** The caller's token travels in the body (`request` puts `as.token` there), not in a header:
   *  forged tokens are put there instead. */
  tokenInBody?: boolean;
};
