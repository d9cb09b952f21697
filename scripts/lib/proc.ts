/**
 * Child processes for the dev loop and the e2e suite. Everything is async on purpose: the sandbox
 * may run in this same process, and a blocking spawnSync would freeze it while n8n talks to it.
 * Every long-lived child is started in its own process group and registered, so an exit (normal,
 * Ctrl-C, uncaught error) kills the whole group (n8n and its task runners) and nothing survives.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunResult {
	code: number | null;
	/** The signal that ended it (SIGKILL after a timeout), or null. */
	signal: NodeJS.Signals | null;
	stdout: string;
	stderr: string;
	timedOut: boolean;
	ms: number;
}

const live = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
	if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
	try {
		process.kill(-child.pid, signal);
	} catch {
		try {
			child.kill(signal);
		} catch {
			/* already gone */
		}
	}
}

/** Kills every registered child group now (SIGKILL): used on the way out. */
export function killAllChildren(): void {
	for (const child of live) killGroup(child, 'SIGKILL');
	live.clear();
}

let hooked = false;
/** Kill children on exit and on Ctrl-C / SIGTERM (after `onSignal`, if given, had a chance to stop them gently). */
export function installExitHooks(onSignal?: () => Promise<void>): void {
	if (hooked) return;
	hooked = true;
	process.on('exit', killAllChildren);
	let stopping = false;
	const handler = (signal: NodeJS.Signals) => {
		if (stopping) {
			killAllChildren();
			process.exit(130);
		}
		stopping = true;
		void (async () => {
			try {
				if (onSignal) await withTimeout(onSignal(), 20_000, 'graceful stop');
			} catch (error) {
				console.error(String(error));
			}
			killAllChildren();
			process.exit(signal === 'SIGINT' ? 130 : 143);
		})();
	};
	process.on('SIGINT', handler);
	process.on('SIGTERM', handler);
}

export interface RunOptions extends SpawnOptions {
	timeoutMs?: number;
	/** Write output through to this process's stderr while it runs (all of it, or only the child's stderr). */
	echo?: boolean | 'stderr';
	input?: string;
	/**
	 * Give the child files, not pipes, for stdout and stderr (read back when it ends). Node writes
	 * to a pipe asynchronously once the pipe's 64 KiB buffer is full, and a `process.exit()` drops
	 * whatever is still queued; writes to a file are synchronous, so nothing printed is lost.
	 * `n8n execute` needs this (see N8n.execute). Not with `echo` or `input`.
	 */
	outputToFiles?: boolean;
}

/** This process's environment split in two: libfaketime's variables (a clock moved for the tests: README, Run the tests), and the rest. */
function clockEnv(fake: boolean): Record<string, string> {
	const isFake = (key: string): boolean => key === 'LD_PRELOAD' || key.startsWith('FAKETIME');
	return Object.fromEntries(
		Object.entries(process.env).filter(
			(entry): entry is [string, string] => entry[1] !== undefined && isFake(entry[0]) === fake,
		),
	);
}

/** libfaketime's variables only, to hand a moved clock on to a program started with an environment of its own (n8n). */
export const fakeClockEnv = (): Record<string, string> => clockEnv(true);

/** This process's environment without libfaketime, for the programs that stop working under it (chromium, redis-server). */
export const realClockEnv = (): Record<string, string> => clockEnv(false);

/** Runs a command to completion, capturing output; kills its process group on timeout. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<RunResult> {
	const {
		timeoutMs = 10 * 60_000,
		echo = false,
		input,
		outputToFiles = false,
		...spawnOptions
	} = options;
	if (outputToFiles && (echo || input !== undefined))
		throw new Error('run(): outputToFiles goes without echo and input');
	const started = Date.now();
	const files = outputToFiles ? mkdtempSync(join(tmpdir(), 'zid-run-')) : undefined;
	return new Promise((resolve, reject) => {
		let stdout = '';
		let stderr = '';
		let child: ChildProcess;
		if (files) {
			const out = openSync(join(files, 'stdout'), 'w');
			const err = openSync(join(files, 'stderr'), 'w');
			try {
				child = spawn(command, args, {
					...spawnOptions,
					detached: true,
					stdio: ['ignore', out, err],
				});
			} finally {
				closeSync(out);
				closeSync(err);
			}
		} else {
			child = spawn(command, args, {
				...spawnOptions,
				detached: true,
				stdio: ['pipe', 'pipe', 'pipe'],
			});
			child.stdout!.on('data', (d: Buffer) => {
				stdout += d.toString();
				if (echo === true) process.stderr.write(d);
			});
			child.stderr!.on('data', (d: Buffer) => {
				stderr += d.toString();
				if (echo) process.stderr.write(d);
			});
			if (input !== undefined) child.stdin!.end(input);
			else child.stdin!.end();
		}
		live.add(child);
		let timedOut = false;
		const timer = setTimeout(() => {
			timedOut = true;
			killGroup(child, 'SIGKILL');
		}, timeoutMs);
		let ended = false;
		const cleanUp = () => {
			if (ended) return false;
			ended = true;
			clearTimeout(timer);
			live.delete(child);
			if (files) {
				stdout = readFileSync(join(files, 'stdout'), 'utf8');
				stderr = readFileSync(join(files, 'stderr'), 'utf8');
				rmSync(files, { recursive: true, force: true });
			}
			return true;
		};
		child.on('error', (error) => {
			if (cleanUp()) reject(error);
		});
		child.on('close', (code, signal) => {
			if (cleanUp()) resolve({ code, signal, stdout, stderr, timedOut, ms: Date.now() - started });
		});
	});
}

/** Like run(), but throws with the output when the command fails. */
export async function runOk(
	command: string,
	args: string[],
	options: RunOptions = {},
): Promise<RunResult> {
	const result = await run(command, args, options);
	if (result.code !== 0) {
		const tail = (result.stderr + '\n' + result.stdout).trim().split('\n').slice(-30).join('\n');
		throw new Error(
			`${command} ${args.join(' ')} ${result.timedOut ? 'timed out' : `exited with ${result.code}`}\n${tail}`,
		);
	}
	return result;
}

export interface Service {
	child: ChildProcess;
	/** Everything it printed so far (stdout + stderr interleaved). */
	output(): string;
	exited: Promise<number | null>;
	/** SIGTERM the group, then SIGKILL after `graceMs`. */
	stop(graceMs?: number): Promise<void>;
}

/** Starts a long-running process in its own group; its output is kept and optionally echoed. */
export function startService(
	command: string,
	args: string[],
	options: SpawnOptions & { echo?: (line: string) => void } = {},
): Service {
	const { echo, ...spawnOptions } = options;
	const child = spawn(command, args, {
		...spawnOptions,
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	live.add(child);
	let out = '';
	let partial = '';
	const onData = (d: Buffer) => {
		const text = d.toString();
		out += text;
		if (out.length > 2_000_000) out = out.slice(-1_000_000);
		if (echo) {
			partial += text;
			const lines = partial.split('\n');
			partial = lines.pop() ?? '';
			for (const line of lines) echo(line);
		}
	};
	child.stdout!.on('data', onData);
	child.stderr!.on('data', onData);
	const exited = new Promise<number | null>((resolve) => {
		child.on('close', (code) => {
			live.delete(child);
			resolve(code);
		});
		child.on('error', () => {
			live.delete(child);
			resolve(null);
		});
	});
	return {
		child,
		output: () => out,
		exited,
		async stop(graceMs = 10_000) {
			killGroup(child, 'SIGTERM');
			const done = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)]);
			if (!done) {
				killGroup(child, 'SIGKILL');
				await Promise.race([exited, sleep(2000)]);
			}
			live.delete(child);
		},
	};
}

export function sleep(ms: number): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
	let timer: NodeJS.Timeout | undefined;
	try {
		return await Promise.race([
			promise,
			new Promise<never>((_, reject) => {
				timer = setTimeout(
					() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)),
					ms,
				);
			}),
		]);
	} finally {
		clearTimeout(timer);
	}
}

/** Polls `check` until it returns a value (not undefined/false) or the time is up. */
export async function waitFor<T>(
	what: string,
	check: () => Promise<T | undefined | false>,
	timeoutMs: number,
	everyMs = 250,
): Promise<T> {
	const deadline = Date.now() + timeoutMs;
	let lastError: unknown;
	for (;;) {
		try {
			const value = await check();
			if (value !== undefined && value !== false) return value;
		} catch (error) {
			lastError = error;
		}
		if (Date.now() > deadline) {
			throw new Error(
				`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}${lastError ? ` (last error: ${String(lastError)})` : ''}`,
			);
		}
		await sleep(everyMs);
	}
}

/** A free TCP port on 127.0.0.1 (the OS picks it). */
/** Ports this process has handed out: free when asked, but maybe not bound yet by whoever got them. */
const handedOut = new Set<number>();

/**
 * A free loopback port, never one handed out before in this process: a queue cluster starts its
 * workers and webhook processor at once, and a port chosen for one but not yet bound was seen
 * handed to another ("n8n's port ... is already in use", n8n 2.41.1, scenarios q2 and q3).
 */
export async function freePort(): Promise<number> {
	for (;;) {
		const port = await new Promise<number>((resolve, reject) => {
			const server = createServer();
			server.unref();
			server.on('error', reject);
			server.listen(0, '127.0.0.1', () => {
				const address = server.address();
				const chosen = typeof address === 'object' && address ? address.port : 0;
				server.close(() => resolve(chosen));
			});
		});
		if (!handedOut.has(port)) {
			handedOut.add(port);
			return port;
		}
	}
}
