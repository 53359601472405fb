<?php
/*
 * Publishes a post (php post.php TITLE CONTENT) as the classic editor or a publishing client
 * stores it, and prints its address: content without blocks, a URL alone on its line embedded by
 * WordPress when the post is shown.
 */
$_SERVER['HTTP_HOST'] = parse_url(getenv('NQUEENS_WP_ORIGIN'), PHP_URL_HOST) . ':' . parse_url(getenv('NQUEENS_WP_ORIGIN'), PHP_URL_PORT);
require __DIR__ . '/wordpress/wp-load.php';
$id = wp_insert_post([
    'post_title' => $argv[1],
    'post_content' => $argv[2],
    'post_status' => 'publish',
    'post_author' => 1,
], true);
if (is_wp_error($id)) {
    fwrite(STDERR, $id->get_error_message() . "\n");
    exit(1);
}
echo get_permalink($id), "\n";
