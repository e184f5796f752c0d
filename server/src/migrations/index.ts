import { InitialSchema1795271493264 } from './1795271493264-InitialSchema';

// Every MySQL/MariaDB migration, in order. Listed here (not globbed) so dist/, jest and the CLI agree.
export const MIGRATIONS: Function[] = [InitialSchema1795271493264];
