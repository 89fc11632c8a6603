/** Every error body: a Russian text, or 422 validation errors. */
export interface ErrorResponse {
  detail: string | { loc: (string | number)[]; msg: string }[];
}
