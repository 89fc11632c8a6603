import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SeatSession, SeatSessions } from '../appointments/seat-session.port';
import { preparedQuery } from '../database/prepared-query';
import { SESSION_BY_ID_SQL, type SessionRow } from './sessions.sql';

/** The sessions a seat is booked in, for appointments/ (SEAT_SESSIONS): one read of group_sessions. */
@Injectable()
export class SessionsForSeats implements SeatSessions {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async sessionOf(id: number): Promise<SeatSession | null> {
    const [session] = await preparedQuery<SessionRow>(this.db, SESSION_BY_ID_SQL, [id]);
    return session ?? null;
  }
}
