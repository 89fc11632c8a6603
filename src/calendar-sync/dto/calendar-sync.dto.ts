import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsString, MaxLength, MinLength, ValidateNested } from 'class-validator';
import type { CaldavConnectRequest, CalendarChoiceRequest } from '../calendar-sync.contract';

export class CaldavConnectDto implements CaldavConnectRequest {
  @IsString()
  @MinLength(8)
  @MaxLength(500)
  server_url!: string;

  @IsString()
  @MinLength(1)
  @MaxLength(200)
  username!: string;

  @IsString()
  @MinLength(1)
  @MaxLength(500)
  password!: string;
}

export class CalendarChoiceItemDto {
  @IsString()
  @MinLength(1)
  @MaxLength(1000)
  id!: string;

  @IsBoolean()
  blocks_time!: boolean;

  @IsBoolean()
  receives_bookings!: boolean;
}

export class CalendarChoiceDto implements CalendarChoiceRequest {
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => CalendarChoiceItemDto)
  calendars!: CalendarChoiceItemDto[];
}
