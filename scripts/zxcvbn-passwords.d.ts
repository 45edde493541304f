/** The password list of @zxcvbn-ts/language-common, imported alone (the package types only its index). */
declare module "@zxcvbn-ts/language-common/dist/passwords.json.mjs" {
  const passwords: string[];
  export default passwords;
}
