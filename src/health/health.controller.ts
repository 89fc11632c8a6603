import { Controller, Get, Head, ServiceUnavailableException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Anonymous } from '../auth/access.decorators';

@Controller('health')
export class HealthController {
  constructor(private readonly db: DataSource) {}

  @Anonymous()
  @Get()
  async check(): Promise<{ status: 'ok'; database: 'up' }> {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException({ detail: 'База данных недоступна' });
    }
    return { status: 'ok', database: 'up' };
  }

  /**
   * A load balancer's HEAD probe: the same check, headers only. GET routes get no implicit HEAD twin
   * (app.factory.ts), so the one route a probe may HEAD declares it.
   */
  @Anonymous()
  @Head()
  async probe(): Promise<void> {
    await this.check();
  }
}
