// Identity, organizations and tenancy (issue 3); see docs/identity.md.
export * from './identity-fields';
export * from './identity-auth';
export * from './identity-tokens';
export * from './identity-orgs';
export * from './identity-org-users';
export * from './identity-sudo';
export * from './identity-distributors';
