import { ConsoleLogger } from '@nestjs/common';

/**
 * Nest's own progress lines at start-up: one per module ("dependencies initialized") and one per route
 * ("Mapped {/api/..., GET} route"), a few hundred in all. Nobody reads them, and writing them cost a
 * noticeable part of every start; the app prints its own summary once it listens (main.ts).
 */
const START_UP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestFactory']);

/** Nest's console logger without its start-up progress lines; everything else is logged as before. */
export class StartUpQuietLogger extends ConsoleLogger {
  override log(message: unknown, ...optionalParams: unknown[]): void {
    const context = optionalParams[optionalParams.length - 1] ?? this.context;
    if (typeof context === 'string' && START_UP_CONTEXTS.has(context)) return;
    super.log(message, ...optionalParams);
  }
}
