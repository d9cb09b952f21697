/**
 * Child processes for the dev loop and the e2e suite. Everything is async on purpose: the sandbox
 * may run in this same process, and a blocking spawnSync would freeze it while n8n talks to it.
 * Every long-lived child is started in its own process group and registered, so an exit (normal,
 * Ctrl-C, uncaught error) kills the whole group (n8n and its task runners) and nothing survives.
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

export interface RunResult {
	code: number | null;
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
}

/** Runs a command to completion, capturing output; kills its process group on timeout. */
export function run(command: string, args: string[], options: RunOptions = {}): Promise<RunResult> {
	const { timeoutMs = 10 * 60_000, echo = false, input, ...spawnOptions } = options;
	const started = Date.now();
	return new Promise((resolve, reject) => {
		const child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
		live.add(child);
		let stdout = '';
		let stderr = '';
		let timedOut = false;
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
		const timer = setTimeout(() => {
			timedOut = true;
			killGroup(child, 'SIGKILL');
		}, timeoutMs);
		child.on('error', (error) => {
			clearTimeout(timer);
			live.delete(child);
			reject(error);
		});
		child.on('close', (code) => {
			clearTimeout(timer);
			live.delete(child);
			resolve({ code, stdout, stderr, timedOut, ms: Date.now() - started });
		});
	});
}

/** Like run(), but throws with the output when the command fails. */
export async function runOk(command: string, args: string[], options: RunOptions = {}): Promise<RunResult> {
	const result = await run(command, args, options);
	if (result.code !== 0) {
		const tail = (result.stderr + '\n' + result.stdout).trim().split('\n').slice(-30).join('\n');
		throw new Error(`${command} ${args.join(' ')} ${result.timedOut ? 'timed out' : `exited with ${result.code}`}\n${tail}`);
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
export function startService(command: string, args: string[], options: SpawnOptions & { echo?: (line: string) => void } = {}): Service {
	const { echo, ...spawnOptions } = options;
	const child = spawn(command, args, { ...spawnOptions, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
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
				timer = setTimeout(() => reject(new Error(`${what} took longer than ${Math.round(ms / 1000)} s`)), ms);
			}),
		]);
	} finally {
		clearTimeout(timer);
	}
}

/** Polls `check` until it returns a value (not undefined/false) or the time is up. */
export async function waitFor<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs: number, everyMs = 250): Promise<T> {
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
			throw new Error(`timed out after ${Math.round(timeoutMs / 1000)} s waiting for ${what}${lastError ? ` (last error: ${String(lastError)})` : ''}`);
		}
		await sleep(everyMs);
	}
}

/** A free TCP port on 127.0.0.1 (the OS picks it). */
export function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.unref();
		server.on('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			const port = typeof address === 'object' && address ? address.port : 0;
			server.close(() => resolve(port));
		});
	});
}
