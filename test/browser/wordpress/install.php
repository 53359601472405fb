<?php
/*
 * Installs the test site (php install.php PASSWORD): WordPress's own installer, as its setup
 * page runs it, with the default theme (Twenty Twenty-Three), and the block editor's welcome
 * guide already seen, as it is after a writer's first visit.
 */
define('WP_INSTALLING', true);
$_SERVER['HTTP_HOST'] = parse_url(getenv('NQUEENS_WP_ORIGIN'), PHP_URL_HOST) . ':' . parse_url(getenv('NQUEENS_WP_ORIGIN'), PHP_URL_PORT);
require __DIR__ . '/wordpress/wp-load.php';
require ABSPATH . 'wp-admin/includes/upgrade.php';
// The installer mails the new administrator; there is no mail here.
add_filter('pre_wp_mail', '__return_false');
$result = wp_install('A blog about N-Queens', 'writer', 'writer@example.com', true, '', $argv[1]);
update_user_meta($result['user_id'], 'wp_persisted_preferences', [
    'core/edit-post' => ['welcomeGuide' => false],
    '_modified' => gmdate('c'),
]);
echo json_encode(['user' => $result['user_id'], 'theme' => get_stylesheet()]), "\n";
