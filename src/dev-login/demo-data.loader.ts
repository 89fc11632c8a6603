import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../config/app.config';
import { DemoOutcome, loadDemoDataOnce } from '../database/demo-data';

/**
 * At start-up, before the server listens: the demo data for /dev-login to offer, loaded once into an empty
 * database (src/database/demo-data.ts says when; main.ts prints the outcome). A failure is logged and the
 * app starts anyway: the demo is a convenience, the product works without it.
 */
@Injectable()
export class DemoDataLoader implements OnApplicationBootstrap {
  private readonly logger = new Logger('DemoData');
  outcome: DemoOutcome = { status: 'off' };

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ds: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      this.outcome = await loadDemoDataOnce(this.ds, this.config);
    } catch (e) {
      this.logger.warn(`Demo data not loaded: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
}
