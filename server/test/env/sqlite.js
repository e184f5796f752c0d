// The API integration suite on the embedded database: each test file gets its own SQLite file.
process.env.TEST_DB_KIND = 'sqlite';
