// The server halves of the costing collections (issue 15), registered on import by
// resources/resources.routes.ts. Job categories need none: both their features are the gate.
import './jobs.server';
import './job-phases.server';
import './cost-codes.server';
