import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';

/**
 * The Zid node's versions (n8n's light versioning: one class, `@version` in displayOptions).
 * 1: workflows saved before 1.1 keep exactly what they had.
 * 1.1 (new nodes): a delete answers `{deleted: true, id}`; sorting has its own collection;
 * record pickers open on From list. See docs/verification.md.
 */
export const ZID_VERSIONS = [1, 1.1];
export const ZID_LATEST = 1.1;

/**
 * The domain nodes (Zid Orders, ...) start at the Zid node's latest behaviour: their version is the
 * Zid node's version of the same number, so every `@version` condition and `isAtLeast` holds alike.
 */
export const DOMAIN_VERSIONS = ZID_VERSIONS.filter((v) => v >= 1.1);

/** Whether the node running is at least `version` (a saved 1 stays 1). */
export function isAtLeast(ctx: IExecuteFunctions, version: number): boolean {
	return Number(ctx.getNode().typeVersion) >= version;
}

/** Shows a property only from `version` on (or only before it). */
export const fromVersion = (version: number) => ({ '@version': [{ _cnd: { gte: version } }] });
export const beforeVersion = (version: number) => ({ '@version': [{ _cnd: { lt: version } }] });

/**
 * What a delete answers: from 1.1 n8n's convention `{deleted: true, id}` (the id of what was
 * deleted, or the key it was deleted by); before, what 1 answered (`v1`), for saved workflows.
 */
export function deletedOutput(
	ctx: IExecuteFunctions,
	id: string | number,
	v1: () => IDataObject,
): IDataObject {
	return isAtLeast(ctx, 1.1) ? { deleted: true, id } : v1();
}

/** One property as it was before `version` and as it is from `version` on (n8n shows one of them). */
export function changedAt(
	version: number,
	before: INodeProperties,
	after: INodeProperties,
): INodeProperties[] {
	const at = (p: INodeProperties, versions: object): INodeProperties => ({
		...p,
		displayOptions: { ...p.displayOptions, show: { ...p.displayOptions?.show, ...versions } },
	});
	return [at(before, beforeVersion(version)), at(after, fromVersion(version))];
}
