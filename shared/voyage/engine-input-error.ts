/** Input the engine cannot compute with (not a warning): the boundary maps it to BAD_USER_INPUT. */
export class EngineInputError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = 'EngineInputError';
    this.field = field;
  }
}
