<?php
/*
 * Plugin Name: nqueens-edge loopback
 * Description: The one change the embed tests make to WordPress: it may fetch the service under
 * test on its loopback port. WordPress fetches oEmbed pages and providers only on ports 80, 443
 * and 8080, or its own.
 */
add_filter('http_allowed_safe_ports', function ($ports) {
    $ports[] = (int) getenv('NQUEENS_SERVICE_PORT');
    return $ports;
});
