// The shared adapter lives in host/forms; this path stays for the sign-in pages that import it.
export { requiredRule, toArcoRules } from '../../forms/arco-rules';
