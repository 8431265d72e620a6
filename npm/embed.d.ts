// embed.d.ts — TypeScript declarations of embed.js (package
// @urn-playground/urn): importing it defines the <urn-playground> custom
// element, and exports nothing. Its attributes are documented in embed.js
// and in the package's README.

/** <urn-playground>: the playground, hosted at src, in an iframe. */
export interface URNPlaygroundElement extends HTMLElement {
	addEventListener<K extends keyof URNPlaygroundEventMap>(
		type: K,
		listener: (this: URNPlaygroundElement, ev: URNPlaygroundEventMap[K]) => unknown,
		options?: boolean | AddEventListenerOptions,
	): void;
	addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
}

export interface URNPlaygroundEventMap extends HTMLElementEventMap {
	/** The iframe was sized to the playground's content. */
	"urn-playground-resize": CustomEvent<{height: number}>;
}

declare global {
	interface HTMLElementTagNameMap {
		"urn-playground": URNPlaygroundElement;
	}
}
