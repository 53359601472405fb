<?php
/*
 * The configuration of the WordPress the embed tests run (test/browser/wordpress.ts): a throwaway
 * site on loopback, copied from Debian's package, whose database is a MariaDB of the test's own on
 * a socket. The harness passes the socket and the site's address in the environment.
 */
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:' . getenv('NQUEENS_WP_DB_SOCKET'));
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
define('WP_HOME', getenv('NQUEENS_WP_ORIGIN'));
define('WP_SITEURL', getenv('NQUEENS_WP_ORIGIN'));

// Keys for a site that lives as long as one test run.
foreach (['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE'] as $name) {
    define("{$name}_KEY", "nqueens-edge test $name key");
    define("{$name}_SALT", "nqueens-edge test $name salt");
}
$table_prefix = 'wp_';

// Nothing runs behind the test's back, and nothing leaves this machine: WordPress fetches only
// from 127.0.0.1 (the service under test), where it would otherwise look for updates.
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_ACCESSIBLE_HOSTS', '127.0.0.1');

if (!defined('ABSPATH')) {
    define('ABSPATH', __DIR__ . '/');
}
require_once ABSPATH . 'wp-settings.php';
