// The node modules urn.js imports when it runs under node (to read the
// module from disk), typed as far as it uses them: the pinned TypeScript
// checks the page's and the API's JavaScript without @types/node.
declare module "node:fs/promises" {
	export function readFile(path: string): Promise<Uint8Array<ArrayBuffer>>;
}
declare module "node:url" {
	export function fileURLToPath(url: URL | string): string;
}
