<?php
/**
 * Removes IDX Search's settings when the plugin is deleted from the Plugins screen.
 *
 * @package IDX_Search
 */

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

delete_option( 'idx_search_options' );

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $idx_search_site_id ) {
		delete_blog_option( $idx_search_site_id, 'idx_search_options' );
	}
}
