import { Module } from '@nestjs/common';
import { JobRegistry } from '../jobs/job-registry';
import { JobsModule } from '../jobs/jobs.module';
import { WebhookRunner } from './webhook-runner';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';

/** A business's webhooks and the `webhooks` job that delivers their events (queued by database triggers). */
@Module({
  imports: [JobsModule],
  controllers: [WebhooksController],
  providers: [WebhooksService, WebhookRunner],
  exports: [WebhookRunner],
})
export class WebhooksModule {
  constructor(jobs: JobRegistry, runner: WebhookRunner) {
    jobs.register(runner.job());
  }
}
