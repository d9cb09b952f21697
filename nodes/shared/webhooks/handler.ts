import type {
	IDataObject,
	INodeExecutionData,
	INodeProperties,
	IWebhookFunctions,
	IWebhookResponseData,
} from 'n8n-workflow';
import { processState } from '../state';
import { readBody } from './deliveryBody';

/*
 * The one delivery pipeline of the Zid Trigger and the Zid App Trigger: who sent it, its size and
 * depth, what it is, whether it is wanted, whether it came before (README "Duplicates"), then the
 * items. Each trigger supplies the steps that differ by design: its authentication, how it reads a
 * body, what may already have started a delivery, and the item it outputs.
 */

type Response = ReturnType<IWebhookFunctions['getResponseObject']>;

export const DEFAULT_DUPLICATE_WINDOW_SECONDS = 300;

/** What a trigger made of a body whose size and depth passed. */
export type Reading<D> =
	/** An event of the trigger's, recognised by `key` when it comes again. */
	| { kind: 'event'; event: string; key: string; delivery: D }
	/** Not a shape the trigger knows, passed on as `json` once per `key`. */
	| { kind: 'unrecognised'; key: string; json: IDataObject }
	/** Answered with `status` and `message`; nothing starts. */
	| { kind: 'refused'; status: number; message: string };

export type Authenticated<A> =
	| { ok: true; sender: A }
	| { ok: false; status: number; message: string };

export interface DeliveryHandler<A, D> {
	/** Who sent it, checked before anything reads the body. */
	authenticate: (ctx: IWebhookFunctions) => Authenticated<A>;
	read: (ctx: IWebhookFunctions, body: unknown, rawBody: unknown, sender: A) => Reading<D>;
	/** False when the delivery was already started another way; not asked for a repeat. */
	claim?: (ctx: IWebhookFunctions, sender: A, delivery: D) => boolean;
	/** The item: the event, the store and the record (alone with the option Output ... Only). */
	output: (
		ctx: IWebhookFunctions,
		delivery: D,
		sender: A,
	) => { event: string; storeId: string | number | null; record: IDataObject };
	/**
	 * Whether the node answers a delivery that starts the workflow itself (Zid Trigger, see
	 * `startWorkflow`), or leaves the answer to n8n.
	 */
	answersStart: boolean;
}

/** A 200 that starts no execution (a repeat, or an event this node no longer wants). */
export function acknowledge(response: Response, body: IDataObject): { noWebhookResponse: true } {
	response.status(200).json(body);
	return { noWebhookResponse: true };
}

function refuse(response: Response, status: number, message: string): { noWebhookResponse: true } {
	response.status(status).json({ message });
	return { noWebhookResponse: true };
}

/**
 * Starts the workflow with `items`, having answered Zid here. Left to n8n ("onReceived"), the
 * answer comes, on n8n 2.x, only after the execution has begun, and beginning it resets the flag
 * that makes n8n save what this delivery wrote into the workflow's static data: the seen-record
 * marks would live in memory only and a restart would start the same events again (README "No
 * event lost"). Answered by the node, n8n saves the static data before the execution begins, on
 * every n8n line.
 */
export function startWorkflow(
	response: Response,
	items: INodeExecutionData[],
): IWebhookResponseData {
	response.status(200).json({ message: 'Workflow was started' });
	return { noWebhookResponse: true, workflowData: [items] };
}

/**
 * What an unrecognised delivery passes on: the parsed JSON, or, when it was not JSON, the raw
 * text (as `{raw}`), so two different bodies never look the same.
 */
export function receivedBody(parsed: unknown, rawBody: unknown): unknown {
	if (parsed !== undefined) return parsed;
	if (Buffer.isBuffer(rawBody)) return { raw: rawBody.toString('utf8') };
	return { raw: typeof rawBody === 'string' ? rawBody : '' };
}

/** Runs one delivery through the pipeline: the `webhook()` of both triggers. */
export function handleDelivery<A, D>(
	ctx: IWebhookFunctions,
	handler: DeliveryHandler<A, D>,
): IWebhookResponseData {
	const response = ctx.getResponseObject();
	const who = handler.authenticate(ctx);
	if (!who.ok) return refuse(response, who.status, who.message);
	// Too large (413) or too deep (422) before anything else reads it: a 4xx tells Zid the
	// delivery itself is wrong, where a 500 would count against the subscription.
	const rawBody = (ctx.getRequestObject() as unknown as { rawBody?: unknown }).rawBody;
	const body = readBody(ctx.getBodyData(), rawBody);
	if (!body.ok) return refuse(response, body.status, `Delivery refused: ${body.problem}`);
	const options = () => ctx.getNodeParameter('options', {}) as IDataObject;
	const isFirst = (key: string) => {
		const window = options().duplicateWindowSeconds;
		const seconds = typeof window === 'number' ? window : DEFAULT_DUPLICATE_WINDOW_SECONDS;
		const scope = `${ctx.getWorkflow().id ?? ''}|${ctx.getNode().id}|${ctx.getMode()}`;
		return processState.deliveries.isFirst(scope, key, seconds * 1000);
	};
	const start = (json: IDataObject): IWebhookResponseData => {
		const items = ctx.helpers.returnJsonArray([json]);
		return handler.answersStart ? startWorkflow(response, items) : { workflowData: [items] };
	};
	const reading = handler.read(ctx, body.body, rawBody, who.sender);
	if (reading.kind === 'refused') return refuse(response, reading.status, reading.message);
	if (reading.kind === 'unrecognised') {
		if (!isFirst(reading.key)) return acknowledge(response, { received: true, duplicate: true });
		return start(reading.json);
	}
	const events = ctx.getNodeParameter('events', []) as string[];
	// A subscription this node no longer wants (the Zid Trigger replaces it at the next activation).
	if (!events.includes(reading.event))
		return acknowledge(response, { received: true, ignored: `not listening for ${reading.event}` });
	if (!isFirst(reading.key)) return acknowledge(response, { received: true, duplicate: true });
	if (handler.claim && !handler.claim(ctx, who.sender, reading.delivery))
		return acknowledge(response, { received: true, duplicate: 'already started' });
	const { event, storeId, record } = handler.output(ctx, reading.delivery, who.sender);
	return start(options().recordOnly ? record : { event, storeId, record });
}

/** The Options both triggers offer: the duplicate window and the output without its envelope. */
export function deliveryOptions(texts: {
	duplicateWindow: string;
	recordOnly: { displayName: string; description: string };
}): INodeProperties {
	return {
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add option',
		default: {},
		options: [
			{
				displayName: 'Duplicate Window (Seconds)',
				name: 'duplicateWindowSeconds',
				type: 'number',
				default: DEFAULT_DUPLICATE_WINDOW_SECONDS,
				description: texts.duplicateWindow,
			},
			{
				displayName: texts.recordOnly.displayName,
				name: 'recordOnly',
				type: 'boolean',
				default: false,
				description: texts.recordOnly.description,
			},
		],
	};
}
