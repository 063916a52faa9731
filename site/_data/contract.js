// The contract module as global data, so templates write attribute names as
// `{{ contract.ROUTES_ATTRIBUTE }}` and never by hand.
import * as contract from "../../contract/index.js";

export default contract;
