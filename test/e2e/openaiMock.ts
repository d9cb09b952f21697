/**
 * A scripted OpenAI-compatible chat model on 127.0.0.1, for n8n's OpenAI Chat Model node (its
 * credential's Base URL points here). It serves `POST /v1/chat/completions` (plain and streamed)
 * and `GET /v1/models`; every request is kept, so a test can read what the agent sent: the tools
 * it offered and, in the next request, the tool results. The script decides each answer: a tool
 * call or a final text.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatMessage {
	role: 'system' | 'user' | 'assistant' | 'tool';
	content: string | null | Array<{ type: string; text?: string }>;
	tool_calls?: Array<{
		id: string;
		type: 'function';
		function: { name: string; arguments: string };
	}>;
	tool_call_id?: string;
}

export interface ChatTool {
	type: 'function';
	function: {
		name: string;
		description?: string;
		parameters?: { properties?: Record<string, unknown>; required?: string[] };
	};
}

export interface ChatRequest {
	model: string;
	messages: ChatMessage[];
	tools?: ChatTool[];
	stream?: boolean;
}

/** What the model says next. */
export type Reply = { call: string; args: Record<string, unknown> } | { text: string };

export type Script = (request: ChatRequest) => Reply;

export interface OpenAiMock {
	/** The Base URL to give n8n's OpenAI credential (ends in /v1). */
	url: string;
	requests: ChatRequest[];
	/** Script failures (each answered 500): the reason a run went wrong, in words. */
	failures: string[];
	close(): Promise<void>;
}

/** The text of a message, whichever content shape LangChain chose. */
export function textOf(message: ChatMessage): string {
	if (typeof message.content === 'string') return message.content;
	return (message.content ?? []).map((part) => part.text ?? '').join('');
}

/** The user's question: the last user message. */
export function questionOf(request: ChatRequest): string {
	const users = request.messages.filter((m) => m.role === 'user');
	return users.length ? textOf(users[users.length - 1]) : '';
}

/** The results of the tools called so far, oldest first, with the name of the tool each answers. */
export function toolResults(request: ChatRequest): Array<{ tool: string; content: string }> {
	const names = new Map<string, string>();
	for (const m of request.messages)
		for (const call of m.tool_calls ?? []) names.set(call.id, call.function.name);
	return request.messages
		.filter((m) => m.role === 'tool')
		.map((m) => ({ tool: names.get(m.tool_call_id ?? '') ?? '?', content: textOf(m) }));
}

async function bodyOf(req: IncomingMessage): Promise<string> {
	const chunks: Buffer[] = [];
	for await (const chunk of req) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown): void {
	res.writeHead(status, { 'content-type': 'application/json' });
	res.end(JSON.stringify(body));
}

let counter = 0;

function completion(
	request: ChatRequest,
	reply: Reply,
): { message: Record<string, unknown>; finish: string } {
	if ('text' in reply)
		return { message: { role: 'assistant', content: reply.text }, finish: 'stop' };
	const tool = request.tools?.find((t) => t.function.name === reply.call);
	if (!tool)
		throw new Error(
			`the script calls "${reply.call}", but the agent offered only: ${(request.tools ?? []).map((t) => t.function.name).join(', ') || 'no tools'}`,
		);
	const call = {
		id: `call_${++counter}`,
		type: 'function',
		function: { name: reply.call, arguments: JSON.stringify(reply.args) },
	};
	return {
		message: { role: 'assistant', content: null, tool_calls: [call] },
		finish: 'tool_calls',
	};
}

function answer(res: ServerResponse, request: ChatRequest, reply: Reply): void {
	const { message, finish } = completion(request, reply);
	const id = `chatcmpl-mock-${counter}`;
	const created = Math.floor(Date.now() / 1000);
	const usage = { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 };
	if (!request.stream) {
		send(res, 200, {
			id,
			object: 'chat.completion',
			created,
			model: request.model,
			choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
			usage,
		});
		return;
	}
	res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
	const chunk = (
		delta: Record<string, unknown>,
		finishReason: string | null,
		extra: Record<string, unknown> = {},
	) =>
		res.write(
			`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, choices: [{ index: 0, delta, finish_reason: finishReason }], ...extra })}\n\n`,
		);
	const calls = (message.tool_calls as Array<Record<string, unknown>> | undefined)?.map(
		(call, index) => ({ index, ...call }),
	);
	chunk(
		calls
			? { role: 'assistant', content: null, tool_calls: calls }
			: { role: 'assistant', content: message.content },
		null,
	);
	chunk({}, finish);
	res.write(
		`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, choices: [], usage })}\n\n`,
	);
	res.end('data: [DONE]\n\n');
}

export async function startOpenAiMock(script: Script): Promise<OpenAiMock> {
	const requests: ChatRequest[] = [];
	const failures: string[] = [];
	const server = createServer((req, res) => {
		void (async () => {
			const path = (req.url ?? '').split('?')[0];
			if (req.method === 'GET' && path === '/v1/models')
				return send(res, 200, {
					object: 'list',
					data: [{ id: 'gpt-mock', object: 'model', owned_by: 'zid-e2e' }],
				});
			if (req.method !== 'POST' || path !== '/v1/chat/completions') {
				return send(res, 404, {
					error: {
						message: `The mock serves POST /v1/chat/completions, not ${req.method} ${path}`,
						type: 'invalid_request_error',
					},
				});
			}
			const request = JSON.parse(await bodyOf(req)) as ChatRequest;
			requests.push(request);
			try {
				answer(res, request, script(request));
			} catch (error) {
				failures.push(`request ${requests.length}: ${(error as Error).message}`);
				send(res, 500, {
					error: { message: `mock script: ${(error as Error).message}`, type: 'server_error' },
				});
			}
		})();
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}/v1`,
		requests,
		failures,
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	};
}
