import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { updateDisplayOptions } from 'n8n-workflow';
import { compact } from '../../helpers/parameters';
import { fieldsCollection } from '../../descriptions/collections';
import { InputChecker } from '../../helpers/validate';
import { ENDPOINTS } from '../../../shared/endpoints';
import type { ZidTransport } from '../../../shared/transport';
import { cartRequest, cartSessionProperty } from './shared';

const properties: INodeProperties[] = [
	cartSessionProperty,
	{
		displayName: 'Sender Name',
		name: 'senderName',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Mohamed Ali',
		description: 'Who the gift is from',
	},
	{
		displayName: 'Receiver Name',
		name: 'receiverName',
		type: 'string',
		required: true,
		default: '',
		placeholder: 'e.g. Fatima Ahmed',
		description: 'Who the gift is for',
	},
	fieldsCollection('additionalFields', [
		{
			displayName: 'Card Design URL',
			name: 'cardDesign',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/gift-card.png',
			description: 'Link to the card design image',
		},
		{
			displayName: 'Gift Message',
			name: 'giftMessage',
			type: 'string',
			typeOptions: { rows: 3 },
			default: '',
			description: 'Message printed on the card',
		},
		{
			displayName: 'Media Link',
			name: 'mediaLink',
			type: 'string',
			default: '',
			placeholder: 'e.g. https://example.com/video.mp4',
			description: 'Link to a video or other media for the receiver (Zid turns it into a QR code)',
		},
	]),
];

export const description = updateDisplayOptions(
	{ show: { resource: ['giftCard'], operation: ['addToCart'] } },
	properties,
);

function link(check: InputChecker, field: string, value: unknown): string | undefined {
	const text = check.text(field, value, { optional: true, max: 2000 });
	if (text && !/^https?:\/\/\S+$/i.test(text))
		check.fail(field, `${JSON.stringify(text)} is not a web address`);
	return text || undefined;
}

/** JSON body as the docs show it; adds to a shopper's cart, so it is not resent after an unclear failure. */
export async function execute(
	this: IExecuteFunctions,
	i: number,
	api: ZidTransport,
): Promise<IDataObject> {
	const check = InputChecker.for(this, i);
	const extra = this.getNodeParameter('additionalFields', i, {}) as IDataObject;
	const design = link(check, 'Card Design URL', extra.cardDesign);
	const body = compact({
		sender_name: check.text('Sender Name', this.getNodeParameter('senderName', i), { max: 100 }),
		receiver_name: check.text('Receiver Name', this.getNodeParameter('receiverName', i), {
			max: 100,
		}),
		media_link: link(check, 'Media Link', extra.mediaLink),
		gift_message: check.text('Gift Message', extra.giftMessage, { optional: true, max: 500 }),
		card_design: design ? { file: design } : undefined,
	});
	return await cartRequest(this, i, api, ENDPOINTS.giftCard.addToCart, body);
}
