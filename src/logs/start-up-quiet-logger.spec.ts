import { Logger } from '@nestjs/common';
import { StartUpQuietLogger } from './start-up-quiet-logger';

describe('StartUpQuietLogger', () => {
  let written: string[];
  let logger: StartUpQuietLogger;

  beforeEach(() => {
    written = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    jest.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    logger = new StartUpQuietLogger({ logLevels: ['error', 'warn', 'log'], colors: false });
  });

  afterEach(() => jest.restoreAllMocks());

  it("drops Nest's per-module and per-route start-up lines", () => {
    logger.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    logger.log('AppModule dependencies initialized', 'InstanceLoader');
    logger.log('HealthController {/api/health}:', 'RoutesResolver');
    expect(written).toEqual([]);
  });

  it("keeps the app's own lines and every warning and error, whatever their context", () => {
    logger.log('Reminders sent: 3', 'ReminderRunner');
    logger.warn('slow start', 'RouterExplorer');
    logger.error('boom', undefined, 'InstanceLoader');
    expect(written.join('')).toMatch(/Reminders sent: 3/);
    expect(written.join('')).toMatch(/slow start/);
    expect(written.join('')).toMatch(/boom/);
  });

  it('drops the lines of a Logger created with a start-up context too (how Nest itself logs them)', () => {
    Logger.overrideLogger(logger);
    new Logger('RouterExplorer').log('Mapped {/api/x, POST} route');
    new Logger('BookingService').log('booked');
    Logger.overrideLogger(['error', 'warn', 'log']);
    expect(written.join('')).not.toMatch(/Mapped/);
    expect(written.join('')).toMatch(/booked/);
  });
});
