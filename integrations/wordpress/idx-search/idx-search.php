<?php
/**
 * Plugin Name:       IDX Search
 * Plugin URI:        https://github.com/idx-app/idx/tree/main/integrations/wordpress
 * Description:       Embeds your idx listing search, listing pages and saved homes in WordPress pages with the shortcodes [idx_search], [idx_listing id="…"] and [idx_saved_homes].
 * Version:           0.1.0
 * Requires at least: 6.0
 * Requires PHP:      7.4
 * Author:            idx
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       idx-search
 *
 * @package IDX_Search
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The one option the plugin keeps: array( 'site_url' => origin, 'client_id' => id ). */
const IDX_SEARCH_OPTION = 'idx_search_options';
/** The settings group and the settings page's slug (options-general.php?page=idx-search). */
const IDX_SEARCH_PAGE = 'idx-search';
/** The handle of the idx site's embed script. */
const IDX_SEARCH_SCRIPT = 'idx-search-embed';

/**
 * The saved settings, each a string ('' when unset).
 *
 * @return array{site_url: string, client_id: string}
 */
function idx_search_settings() {
	$saved = get_option( IDX_SEARCH_OPTION, array() );
	$saved = is_array( $saved ) ? $saved : array();
	return array(
		'site_url'  => isset( $saved['site_url'] ) ? (string) $saved['site_url'] : '',
		'client_id' => isset( $saved['client_id'] ) ? (string) $saved['client_id'] : '',
	);
}

/**
 * The idx site's origin (scheme, host and port, lower-cased, no trailing slash) from what an admin
 * typed, or null when it is not an http(s) origin without a path, query or fragment.
 *
 * @param string $value What was typed, e.g. "https://homes.example.com/".
 * @return string|null
 */
function idx_search_origin( $value ) {
	$value = trim( (string) $value );
	if ( '' === $value || preg_match( '/[\s<>"\'\\\\]/', $value ) ) {
		return null;
	}
	$parts = wp_parse_url( $value );
	if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
		return null;
	}
	$scheme = strtolower( $parts['scheme'] );
	if ( 'http' !== $scheme && 'https' !== $scheme ) {
		return null;
	}
	if ( isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['query'] ) || isset( $parts['fragment'] ) ) {
		return null;
	}
	if ( isset( $parts['path'] ) && '' !== $parts['path'] && '/' !== $parts['path'] ) {
		return null;
	}
	$host = strtolower( $parts['host'] );
	if ( ! preg_match( '/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/', $host ) ) {
		return null;
	}
	$port = isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '';
	return $scheme . '://' . $host . $port;
}

/**
 * Whether a client id has only the characters idx gives them (letters, digits, dot, dash, underscore).
 *
 * @param string $value A client id, e.g. "idx-demo-client".
 * @return bool
 */
function idx_search_is_client_id( $value ) {
	return 1 === preg_match( '/^[A-Za-z0-9._-]{1,100}$/', (string) $value );
}

/**
 * Adds an error notice to the settings page once: WordPress runs the sanitize callback twice when
 * it saves the option for the first time.
 *
 * @param string $code    The error's code.
 * @param string $message What the notice says.
 */
function idx_search_settings_error( $code, $message ) {
	foreach ( get_settings_errors( IDX_SEARCH_OPTION ) as $error ) {
		if ( $error['code'] === $code ) {
			return;
		}
	}
	add_settings_error( IDX_SEARCH_OPTION, $code, $message );
}

/**
 * The Settings API's sanitize callback: keeps a valid site URL and client id, and for an invalid
 * one keeps the value saved before and adds an error notice.
 *
 * @param mixed $input The submitted idx_search_options.
 * @return array{site_url: string, client_id: string}
 */
function idx_search_sanitize( $input ) {
	$before = idx_search_settings();
	$input  = is_array( $input ) ? $input : array();
	$out    = $before;

	$url = isset( $input['site_url'] ) ? sanitize_text_field( wp_unslash( $input['site_url'] ) ) : '';
	if ( '' === $url ) {
		$out['site_url'] = '';
	} else {
		$origin = idx_search_origin( $url );
		if ( null === $origin ) {
			idx_search_settings_error(
				'idx_search_site_url',
				__( 'The IDX site address must be an http:// or https:// address without a path, e.g. https://homes.example.com. It was not changed.', 'idx-search' )
			);
		} else {
			$out['site_url'] = $origin;
		}
	}

	$client_id = isset( $input['client_id'] ) ? sanitize_text_field( wp_unslash( $input['client_id'] ) ) : '';
	if ( '' === $client_id ) {
		$out['client_id'] = '';
	} elseif ( ! idx_search_is_client_id( $client_id ) ) {
		idx_search_settings_error(
			'idx_search_client_id',
			__( 'The client id may hold only letters, digits, dots, dashes and underscores, e.g. idx-demo-client. It was not changed.', 'idx-search' )
		);
	} else {
		$out['client_id'] = $client_id;
	}

	return $out;
}

/** Registers the option and the settings page's fields with the Settings API. */
function idx_search_register_settings() {
	register_setting(
		IDX_SEARCH_PAGE,
		IDX_SEARCH_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'idx_search_sanitize',
			'default'           => array(
				'site_url'  => '',
				'client_id' => '',
			),
			'show_in_rest'      => false,
		)
	);
	add_settings_section( 'idx_search_site', __( 'Your IDX site', 'idx-search' ), '__return_false', IDX_SEARCH_PAGE );
	add_settings_field(
		'idx_search_site_url',
		__( 'IDX site URL', 'idx-search' ),
		'idx_search_text_field',
		IDX_SEARCH_PAGE,
		'idx_search_site',
		array(
			'label_for'   => 'idx_search_site_url',
			'key'         => 'site_url',
			'type'        => 'url',
			'placeholder' => 'https://homes.example.com',
			'hint'        => __( 'The address of your idx site: http:// or https://, the host and port only, no path.', 'idx-search' ),
		)
	);
	add_settings_field(
		'idx_search_client_id',
		__( 'Client id', 'idx-search' ),
		'idx_search_text_field',
		IDX_SEARCH_PAGE,
		'idx_search_site',
		array(
			'label_for'   => 'idx_search_client_id',
			'key'         => 'client_id',
			'type'        => 'text',
			'placeholder' => 'idx-demo-client',
			'hint'        => __( 'The client id your idx site was created with (idx create-site prints it).', 'idx-search' ),
		)
	);
}
add_action( 'admin_init', 'idx_search_register_settings' );

/**
 * One setting's input and its hint, from the arguments its add_settings_field call gives: the
 * field's id (label_for), the setting's key, the input's type and placeholder, and the hint.
 */
function idx_search_text_field( $args ) {
	$settings = idx_search_settings();
	$hint_id  = $args['label_for'] . '_hint';
	printf(
		'<input type="%1$s" id="%2$s" name="%3$s[%4$s]" value="%5$s" class="regular-text code" placeholder="%6$s" aria-describedby="%7$s" />',
		esc_attr( $args['type'] ),
		esc_attr( $args['label_for'] ),
		esc_attr( IDX_SEARCH_OPTION ),
		esc_attr( $args['key'] ),
		esc_attr( $settings[ $args['key'] ] ),
		esc_attr( $args['placeholder'] ),
		esc_attr( $hint_id )
	);
	echo '<p class="description" id="' . esc_attr( $hint_id ) . '">' . esc_html( $args['hint'] ) . '</p>';
}

/** Adds Settings → IDX Search. */
function idx_search_add_settings_page() {
	add_options_page(
		__( 'IDX Search', 'idx-search' ),
		__( 'IDX Search', 'idx-search' ),
		'manage_options',
		IDX_SEARCH_PAGE,
		'idx_search_render_settings_page'
	);
}
add_action( 'admin_menu', 'idx_search_add_settings_page' );

/** This WordPress site's origin, which the idx site must allow to embed it. */
function idx_search_wordpress_origin() {
	$origin = idx_search_origin( home_url( '/' ) );
	if ( null !== $origin ) {
		return $origin;
	}
	$parts = wp_parse_url( home_url() );
	return ( isset( $parts['scheme'] ) ? $parts['scheme'] : 'https' ) . '://' . ( isset( $parts['host'] ) ? $parts['host'] : '' ) . ( isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '' );
}

/** Settings → IDX Search: the form (options.php checks the nonce and manage_options) and the embedding note. */
function idx_search_render_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$origin   = idx_search_wordpress_origin();
	$settings = idx_search_settings();
	$domain   = '' !== $settings['site_url'] ? wp_parse_url( $settings['site_url'], PHP_URL_HOST ) : 'homes.example.com';
	?>
	<div class="wrap">
		<h1><?php echo esc_html( get_admin_page_title() ); ?></h1>
		<form action="<?php echo esc_url( admin_url( 'options.php' ) ); ?>" method="post">
			<?php
			settings_fields( IDX_SEARCH_PAGE );
			do_settings_sections( IDX_SEARCH_PAGE );
			submit_button( __( 'Save Changes', 'idx-search' ) );
			?>
		</form>
		<h2><?php esc_html_e( 'Allow this site to embed your IDX site', 'idx-search' ); ?></h2>
		<p id="idx-search-embedding-note">
			<?php
			printf(
				/* translators: %s: this WordPress site's origin, e.g. https://www.broker.example */
				esc_html__( 'Browsers show the search on this site only once your idx site lists %s as an embedding origin. Add it in the idx admin app (Site settings → Embedding → Sites allowed to embed the search), or on the idx server:', 'idx-search' ),
				'<code>' . esc_html( $origin ) . '</code>'
			);
			?>
		</p>
		<pre><code><?php echo esc_html( 'npm run -s idx -- embed-origins --site ' . $domain . ' --origin ' . $origin ); ?></code></pre>
		<h2><?php esc_html_e( 'Shortcodes', 'idx-search' ); ?></h2>
		<ul>
			<li><code>[idx_search]</code> — <?php esc_html_e( 'the listing search with its map and filters', 'idx-search' ); ?></li>
			<li><code>[idx_listing id="…"]</code> — <?php esc_html_e( 'one listing, by its id', 'idx-search' ); ?></li>
			<li><code>[idx_saved_homes]</code> — <?php esc_html_e( "the visitor's saved homes", 'idx-search' ); ?></li>
		</ul>
	</div>
	<?php
}

/**
 * A "Settings" link beside Deactivate on the Plugins screen.
 *
 * @param string[] $links The plugin's action links.
 * @return string[]
 */
function idx_search_action_links( $links ) {
	$url = admin_url( 'options-general.php?page=' . IDX_SEARCH_PAGE );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'idx-search' ) . '</a>' );
	return $links;
}
add_filter( 'plugin_action_links_' . plugin_basename( __FILE__ ), 'idx_search_action_links' );

/** Whether both settings are there, so the shortcodes can embed. */
function idx_search_is_set_up() {
	$settings = idx_search_settings();
	return null !== idx_search_origin( $settings['site_url'] ) && idx_search_is_client_id( $settings['client_id'] );
}

/** Enqueues the idx site's embed.js, once however many shortcodes the page has (in the footer, async). */
function idx_search_enqueue_embed() {
	if ( wp_script_is( IDX_SEARCH_SCRIPT, 'enqueued' ) ) {
		return;
	}
	$settings = idx_search_settings();
	wp_enqueue_script(
		IDX_SEARCH_SCRIPT,
		idx_search_origin( $settings['site_url'] ) . '/embed.js',
		array(),
		null, // No ?ver=: the idx site versions its own script.
		array(
			'in_footer' => true,
			'strategy'  => 'async', // WordPress 6.3+; the script_loader_tag filter adds async on older versions.
		)
	);
}

/**
 * Adds data-client-id (and async, where WordPress is older than 6.3) to the embed script's tag.
 *
 * @param string $tag    The <script> tag.
 * @param string $handle The script's handle.
 * @return string
 */
function idx_search_script_tag( $tag, $handle ) {
	if ( IDX_SEARCH_SCRIPT !== $handle || false !== strpos( $tag, 'data-client-id=' ) ) {
		return $tag;
	}
	$settings = idx_search_settings();
	$attrs    = ' data-client-id="' . esc_attr( $settings['client_id'] ) . '"';
	if ( ! preg_match( '/<script[^>]*\sasync[\s=>]/', $tag ) ) {
		$attrs .= ' async';
	}
	return preg_replace( '/<script\s/', '<script' . $attrs . ' ', $tag, 1 );
}
add_filter( 'script_loader_tag', 'idx_search_script_tag', 10, 2 );

/**
 * What a shortcode prints before the plugin is set up: a notice for those who can edit the page,
 * nothing for visitors.
 *
 * @return string
 */
function idx_search_not_set_up() {
	if ( ! current_user_can( 'edit_posts' ) ) {
		return '';
	}
	$text = __( "IDX Search is not set up: enter your IDX site's address under Settings → IDX Search.", 'idx-search' );
	if ( current_user_can( 'manage_options' ) ) {
		return '<p class="idx-search-notice" role="note"><a href="' . esc_url( admin_url( 'options-general.php?page=' . IDX_SEARCH_PAGE ) ) . '">' . esc_html( $text ) . '</a></p>';
	}
	return '<p class="idx-search-notice" role="note">' . esc_html( $text ) . '</p>';
}

/**
 * [idx_search]: the listing search.
 *
 * @return string
 */
function idx_search_shortcode_search() {
	if ( ! idx_search_is_set_up() ) {
		return idx_search_not_set_up();
	}
	idx_search_enqueue_embed();
	return '<idx-search></idx-search>';
}
add_shortcode( 'idx_search', 'idx_search_shortcode_search' );

/**
 * [idx_listing id="…"]: one listing.
 *
 * @param array|string $atts The shortcode's attributes.
 * @return string
 */
function idx_search_shortcode_listing( $atts ) {
	$atts = shortcode_atts( array( 'id' => '' ), $atts, 'idx_listing' );
	if ( ! idx_search_is_set_up() ) {
		return idx_search_not_set_up();
	}
	$id = trim( (string) $atts['id'] );
	if ( '' === $id ) {
		return current_user_can( 'edit_posts' )
			? '<p class="idx-search-notice" role="note">' . esc_html__( 'The [idx_listing] shortcode needs the listing\'s id, e.g. [idx_listing id="…"].', 'idx-search' ) . '</p>'
			: '';
	}
	idx_search_enqueue_embed();
	return '<idx-listing listing-id="' . esc_attr( $id ) . '"></idx-listing>';
}
add_shortcode( 'idx_listing', 'idx_search_shortcode_listing' );

/**
 * [idx_saved_homes]: the visitor's saved homes.
 *
 * @return string
 */
function idx_search_shortcode_saved_homes() {
	if ( ! idx_search_is_set_up() ) {
		return idx_search_not_set_up();
	}
	idx_search_enqueue_embed();
	return '<idx-saved-homes></idx-saved-homes>';
}
add_shortcode( 'idx_saved_homes', 'idx_search_shortcode_saved_homes' );
