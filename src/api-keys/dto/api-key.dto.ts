import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../../common/validators/transforms';
import { API_KEY_NAME_MAX, API_KEY_SCOPES, type ApiKeyScope, type CreateApiKeyRequest } from '../api-keys.contract';

export class CreateApiKeyDto implements CreateApiKeyRequest {
  @IsString({ message: 'Укажите название ключа' })
  @Matches(/\S/, { message: 'Укажите название ключа' })
  @MaxLength(API_KEY_NAME_MAX, { message: `Название ключа — не длиннее ${API_KEY_NAME_MAX} символов` })
  @Trim()
  name: string;

  @IsArray({ message: 'Укажите права ключа: read, write' })
  @ArrayMinSize(1, { message: 'Укажите права ключа: read, write' })
  @ArrayMaxSize(API_KEY_SCOPES.length, { message: 'Права ключа: read, write' })
  @ArrayUnique({ message: 'Права ключа не должны повторяться' })
  @IsIn(API_KEY_SCOPES, { each: true, message: 'Права ключа: read, write' })
  scopes: ApiKeyScope[];
}
