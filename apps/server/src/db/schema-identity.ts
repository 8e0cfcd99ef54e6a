// Tables of identity, organizations and tenancy (issue 3): verification and reset tokens,
// invitations, two-factor enrolment, delegate access, mail outbox. Added by their migrations.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the identity migrations
export type IdentityTables = {};
