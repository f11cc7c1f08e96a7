/** A count with its noun in the right number: "1 question", "0 questions", "2 rows". */
export const countOf = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
