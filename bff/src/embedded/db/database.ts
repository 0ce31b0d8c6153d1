// The embedded upstream opens the same kind of handle as the BFF; one implementation serves both.
export { openDatabase, type Db, type OpenDatabaseOptions } from '../../db/database';
