/**
 * The order n8n's node panel lists the Zid node's actions in: the order of the Resource options,
 * then of each resource's Operation options (README "Everyday tasks"). Everyday operations lead,
 * the rest is alphabetical, and a new node is named after a short action (n8n's makeNodeName).
 */
import { NodeHelpers, type INodePropertyOptions } from 'n8n-workflow';
import { EVERYDAY_OPERATIONS } from '../../nodes/Zid/actions/everyday';
import { zidNode } from '../helpers/n8n';

const properties = zidNode.description.properties;
const resources = (properties.find((p) => p.name === 'resource')!.options ?? []) as Array<
	INodePropertyOptions & { value: string }
>;
function operationsOf(resource: string): Array<INodePropertyOptions & { value: string }> {
	return properties.find(
		(p) => p.name === 'operation' && p.displayOptions?.show?.resource?.includes(resource),
	)!.options as Array<INodePropertyOptions & { value: string }>;
}
/** The node panel's list: every action key, in the order n8n shows them. */
const listed = resources.flatMap((r) => operationsOf(r.value).map((o) => `${r.value}.${o.value}`));
const alphabetical = (names: string[]) =>
	[...names].sort((a, b) => a.localeCompare(b)).join('|') === names.join('|');

test('every everyday operation exists (a renamed one would silently drop out of the lead)', () => {
	expect(EVERYDAY_OPERATIONS.filter((key) => !listed.includes(key))).toEqual([]);
});

test('the everyday operations are the first of their resource, in the list order', () => {
	for (const r of resources) {
		const everyday = EVERYDAY_OPERATIONS.filter((key) => key.startsWith(`${r.value}.`));
		const ops = operationsOf(r.value);
		expect([r.value, ops.slice(0, everyday.length).map((o) => `${r.value}.${o.value}`)]).toEqual([
			r.value,
			everyday,
		]);
		expect([r.value, alphabetical(ops.slice(everyday.length).map((o) => o.name))]).toEqual([
			r.value,
			true,
		]);
	}
});

test('resources holding an everyday operation lead, in the order of their first one', () => {
	const leading = [...new Set(EVERYDAY_OPERATIONS.map((key) => key.split('.')[0]))];
	expect(resources.slice(0, leading.length).map((r) => r.value)).toEqual(leading);
	expect(alphabetical(resources.slice(leading.length).map((r) => r.name))).toBe(true);
	// The node panel therefore opens on the most used operation.
	expect(listed[0]).toBe(EVERYDAY_OPERATIONS[0]);
});

test('a new node of an everyday operation gets a short name', () => {
	for (const key of EVERYDAY_OPERATIONS) {
		const [resource, operation] = key.split('.');
		const name = NodeHelpers.makeNodeName({ resource, operation }, zidNode.description);
		expect([key, name.length <= 30, name]).toEqual([key, true, expect.any(String)]);
		expect(name).not.toBe(zidNode.description.defaults.name);
	}
});
