// The shared adapter lives in host/forms; this path stays for the header's password form.
export { toArcoRules } from '../../forms/arco-rules';
