/**
 * The generator types a function's optional arguments without null, as it cannot see that the
 * function reads SQL NULL as "not given"; these functions do (`search is null`, `coalesce(...)`).
 */
export type NullableOptionalArgs<Args> = { [Key in keyof Args]: undefined extends Args[Key] ? Args[Key] | null : Args[Key] };
