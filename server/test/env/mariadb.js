// The API integration suite on MariaDB/MySQL: each test file creates and drops its own database on
// the server named by TEST_MYSQL_URL (default: this machine's MariaDB, root without password).
process.env.TEST_DB_KIND = 'mariadb';
process.env.TEST_MYSQL_URL = process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306/test';
