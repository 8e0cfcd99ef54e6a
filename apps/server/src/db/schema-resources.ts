// Tables of the generic collections and the audit trail (issue 5). Added by their migrations.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the resource migrations
export type ResourceTables = {};
