/* a description alone is an error in a file */

BEGIN
