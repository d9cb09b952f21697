import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { fieldsCollection } from '../../descriptions/collections';
import { readBack } from '../../helpers/readBack';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import { type ZidTransport, callForRecord } from '../../../shared/transport';
import { customerIdOf, pointsProperty } from './shared';
import { customerIdLocator } from '../../descriptions/pickers';

const properties: INodeProperties[] = [
	customerIdLocator,
	{
		displayName: 'Direction',
		name: 'direction',
		type: 'options',
		options: [
			{ name: 'Add', value: '+', description: 'Give the customer points' },
			{
				name: 'Deduct',
				value: '-',
				description: 'Take points off the balance (at most the balance)',
			},
		],
		required: true,
		default: '+',
	},
	pointsProperty(
		'How many points to add or deduct, without a minus sign: Direction says which',
		10,
	),
	fieldsCollection('additionalFields', [
		{
			displayName: 'Reason',
			name: 'reason',
			type: 'string',
			default: '',
			placeholder: 'e.g. Welcome gift',
			description: "Shown in the customer's points history",
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['loyalty'], operation: ['adjustCustomerPoints'] } },
	properties,
);

/** How to say "take off" when a minus sign was typed: Direction carries the sign, Points never does. */
function pointsFix(direction: '+' | '-', points: unknown): string | undefined {
	const typed = Number(points);
	if (!(typed < 0)) return undefined;
	return direction === '+'
		? `to take points off, choose "Deduct" as Direction and enter ${-typed}`
		: `"Deduct" already takes points off: enter ${-typed}`;
}

/**
 * Adds a history entry each time, so it is never resent after an unclear failure (like a create).
 * The answer is the movement alone: the customer's balance is read after it (docs/zid-api.md §8.23).
 */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject | IDataObject[]> {
	const check = InputChecker.for(this, i);
	const reason = check.text(
		'Reason',
		(this.getNodeParameter('additionalFields', i, {}) as IDataObject).reason,
		{ optional: true, max: 255 },
	);
	const direction = check.oneOf('Direction', this.getNodeParameter('direction', i), ['+', '-']);
	const points = this.getNodeParameter('points', i);
	const body: IDataObject = {
		customerId: customerIdOf(this, i),
		direction,
		points: check.positiveInt('Points', points, { fix: pointsFix(direction, points) }),
	};
	if (reason) body.reason = reason;
	const movement = {
		...(await callForRecord(api, ENDPOINTS.loyalty.adjustCustomerPoints, { body, itemIndex: i })),
		customer_id: body.customerId,
	};
	return await readBack(movement, 'The points were adjusted', async () => {
		const info = await callForRecord(api, ENDPOINTS.loyalty.getCustomerPoints, {
			qs: { customerId: body.customerId },
			itemIndex: i,
		});
		return { ...movement, points_balance: info.points_balance };
	});
}
